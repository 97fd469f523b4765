/** The participant's entry receipt (algorithm version 2, docs/verifiable-draws.md "Versão 2"). */
export const entryReceiptMessages = {
  title: 'Recibo da inscrição',
  intro:
    'A plataforma registrou sua inscrição num registro só de acréscimos e assinou este recibo. Guarde-o: depois do encerramento, ele prova que sua inscrição continua no sorteio.',
  position: 'Posição no registro',
  treeSize: 'Inscrições no recibo',
  signedAt: 'Assinado em',
  keyId: 'Chave de assinatura',
  download: 'Baixar recibo (JSON)',
  check: 'Conferir com a árvore atual do sorteio',
  checkFinal: 'Conferir com a árvore final do sorteio',
  checking: 'Conferindo o recibo…',
  ok: 'Recibo conferido: sua inscrição está na posição {{index}} da árvore {{which}} ({{size}} inscrições).',
  okFinal: 'final',
  okCurrent: 'atual',
  failed: 'O recibo não confere. Verificações que falharam:',
  unavailable: 'Não foi possível conferir agora: {{message}}',
  cli: 'Também dá para conferir sem o navegador, com o Node instalado: npx @sorteios/verify recibo-inscricao.json --api {{origin}}',
} as const;
