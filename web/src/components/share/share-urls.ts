/** Where each network's own "share this link" page lives (their documented share URLs, no SDKs). */
export type ShareNetwork = 'whatsapp' | 'telegram' | 'x' | 'facebook';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['whatsapp', 'telegram', 'x', 'facebook'];

/** The address that opens `network`'s share screen with `text` and `url` filled in. */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const tx = encodeURIComponent(text);
  switch (network) {
    // WhatsApp takes one text: the link goes at its end, where the app makes it a preview.
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${tx}`;
    case 'x':
      return `https://x.com/intent/post?text=${tx}&url=${u}`;
    // Facebook reads the title and image from the page's Open Graph tags; it takes no text.
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  }
}
