import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { signIn } from '../../lib/auth-session';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { UploadField } from './upload-field.component';

afterEach(() => jest.restoreAllMocks());

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return <UploadField label="Imagem de capa" subfolder="capas" value={value} onChange={setValue} />;
}

const photo = () => new File(['fake image'], 'foto.png', { type: 'image/png' });

describe('upload field', () => {
  beforeEach(() => signIn('tok'));

  it('uploads the chosen image to the subfolder and shows its preview', async () => {
    const calls = mockFetch(() => json(201, { url: '/uploads/capas/abc.png' }));
    // jsdom's File is not Node's Blob, so Node's FormData would store it as text: the test
    // checks what the component appends instead.
    const append = jest.spyOn(FormData.prototype, 'append');
    const file = photo();
    render(<Harness />);

    await userEvent.upload(screen.getByLabelText('Imagem de capa'), file);

    expect(await screen.findByRole('img')).toHaveAttribute('src', '/uploads/capas/abc.png');
    expect(calls[0]).toMatchObject({ url: '/api/upload', method: 'POST' });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(jest.mocked(fetch).mock.calls[0]![1]!.body).toBeInstanceOf(FormData);
    expect(append.mock.calls).toEqual([
      ['subfolder', 'capas'],
      ['file', file],
    ]);
    expect(screen.getByLabelText('Imagem de capa')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/heic');
  });

  it.each([
    [413, 'FILE_TOO_LARGE', 'Arquivo excede o limite de 10MB'],
    [415, 'UNSUPPORTED_FILE_TYPE', 'Tipo de arquivo não suportado'],
    [400, 'NO_FILE', 'Nenhum arquivo fornecido'],
  ])('shows the API message for %i exactly', async (status, code, message) => {
    mockFetch(() => apiError(status, code, message));
    render(<Harness />);

    await userEvent.upload(screen.getByLabelText('Imagem de capa'), photo());

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the connection failed when no answer comes back', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<Harness />);

    await userEvent.upload(screen.getByLabelText('Imagem de capa'), photo());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Falha na conexão. Verifique sua internet e tente novamente.$/);
  });

  it('deletes an image it uploaded when it is removed', async () => {
    const calls = mockFetch(({ method }) => (method === 'POST' ? json(201, { url: '/uploads/capas/abc.png' }) : new Response(null, { status: 204 })));
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Imagem de capa'), photo());
    await screen.findByRole('img');

    await userEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));

    expect(await screen.findByText('Arquivo removido.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(calls[1]).toMatchObject({ url: '/api/upload', method: 'DELETE', body: { filePath: '/uploads/capas/abc.png' } });
  });

  it('keeps the image and says so when the server cannot delete it', async () => {
    mockFetch(({ method }) =>
      method === 'POST' ? json(201, { url: '/uploads/capas/abc.png' }) : apiError(500, 'INTERNAL', 'Erro interno'),
    );
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Imagem de capa'), photo());
    await screen.findByRole('img');

    await userEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erro ao remover arquivo. Tente novamente mais tarde.$/);
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('only detaches an image it did not upload itself, which a saved giveaway may still use', async () => {
    const calls = mockFetch(() => undefined);
    render(<Harness initial="/uploads/capas/antiga.png" />);

    await userEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
