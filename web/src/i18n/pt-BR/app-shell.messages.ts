/** The app shell around the pages: a newer build to load, the offer to install (web/src/app/pwa). */
export const appShellMessages = {
  update: {
    available: 'Nova versão disponível —',
    reload: 'Atualizar',
  },
  install: {
    title: 'Instale o Sorteios',
    text: 'para abrir mais rápido, direto da tela inicial.',
    install: 'Instalar',
    close: 'Fechar',
  },
};
