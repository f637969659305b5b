import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * sanitize-html and its parsers take ~50-80 ms to load: loaded at the first rich text, not at
 * every server start (a faster start to the first answer).
 */
let loaded: typeof sanitizeHtml | undefined;
const sanitizer = () => (loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml);

/**
 * The one rich-text policy of the server: articles, help, static pages, subsidy
 * programmes … pass through here before they leave the server, so the storefront's RichText
 * may render them as HTML. Only structure and links survive: no scripts, frames, forms, style
 * attributes or event handlers, and only http(s), mailto and relative URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'br',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank', '_self'] }, 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // `//evil.example/x` would leave the site while looking relative
  allowProtocolRelative: false,
  // these tags lose their text too, not only the tag (a stripped <script> must not leave its code)
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // the page's own title is the h1; an h1 in a body becomes a section heading
    h1: 'h2',
    // rel is forced whatever the author wrote: a link must not hand the page to its target
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** Sanitized rich text; null and undefined become ''. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizer()(html, OPTIONS);
}
