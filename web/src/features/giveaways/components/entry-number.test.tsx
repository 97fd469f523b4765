import { render, screen } from '@testing-library/react';
import { EntryNumber, shortEntryCode } from './entry-number.component';

const id = '3f1c9a2b-7d4e-4c1a-9b2f-0a1b2c3d4e5f';

describe('the entry number a participant sees', () => {
  it('is the entry\'s place in the giveaway, in pt-BR', () => {
    render(<EntryNumber entry={{ id, numero: 25000 }} />);
    expect(screen.getByText('nº 25.000')).toBeInTheDocument();
  });

  it('falls back to a short code while the number is not known, never the bare UUID', () => {
    render(<EntryNumber entry={{ id, numero: null }} />);
    expect(screen.getByText('código 3F1C-9A2B')).toBeInTheDocument();
    expect(shortEntryCode(id)).toBe('3F1C-9A2B');
  });
});
