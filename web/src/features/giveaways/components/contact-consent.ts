/**
 * The contact consent a participant may give (LGPD art. 8). The server records this text and
 * its version with the entry, so a change to the wording must come with a new version.
 */
export const CONTACT_CONSENT_TEXT =
  'Aceito ser contatado(a) pelo criador deste sorteio sobre este e outros sorteios. Posso retirar este consentimento a qualquer momento.';
