/**
 * Renders rich text (articles, goods details, static pages) AS THE SERVER SENT IT. The server
 * sanitizes rich text before storing or answering it; this component must only
 * ever get such HTML — never user input, never a value built in the browser. Same-origin
 * links inside it stay in the SPA (the document click handler routes them).
 */
import './rich-text.css';
export function RichText({ html, class: cls }: { html: string | null | undefined; class?: string }) {
  return (
    <div class={`sf-rich-text${cls ? ` ${cls}` : ''}`} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
  );
}
