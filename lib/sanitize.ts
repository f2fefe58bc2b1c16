/**
 * Rich text is sanitised HTML (design.md section 4): an allowlist of tags and attributes, links only
 * to http(s), mailto and tel, no scripts, event handlers, inline styles, or iframes other than the
 * allowlisted video hosts. Used by the server (and the editor); never shipped to visitor pages.
 */
import sanitizeHtml from 'sanitize-html';

export const VIDEO_IFRAME_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote',
    'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'sup', 'sub',
    'img', 'figure', 'figcaption', 'iframe', 'bdi', 'bdo',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'allowfullscreen', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    bdo: ['dir'],
    span: ['dir', 'lang'],
    p: ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_IFRAME_HOSTS,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
