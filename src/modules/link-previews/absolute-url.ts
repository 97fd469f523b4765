/** An image's address as a preview card needs it: absolute, on PUBLIC_URL when the app stored a path ('/uploads/…'). */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
