/**
 * An article's HTML without a first heading that repeats its title: the page's own heading
 * says it already (the about pages' content opened with its title again, two headings of the
 * same words one under the other). Anything else is left as the server sent it.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const first = parsed.body.firstElementChild;
  const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!first || !/^H[1-6]$/.test(first.tagName) || words(first.textContent) !== words(title))
    return html;
  first.remove();
  return parsed.body.innerHTML;
}
