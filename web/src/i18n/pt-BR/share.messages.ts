/** Sharing a link: networks, copy, the device's share sheet, the QR code. */
export const shareMessages = {
  title: 'Compartilhar',
  networks: {
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    x: 'X (Twitter)',
    facebook: 'Facebook',
  },
  newTab: '(abre em nova aba)',
  copy: 'Copiar link',
  copied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar automaticamente. Copie o link abaixo:',
  linkLabel: 'Link do sorteio',
  device: 'Mais opções de compartilhamento',
  qr: {
    show: 'QR code do link',
    loading: 'Gerando o QR code…',
    failed: 'Não foi possível gerar o QR code.',
    alt: 'QR code que abre {{url}}',
    download: 'Baixar QR code (SVG)',
  },
} as const;
