// Chat text with its links made clickable (escape, then
// link). The text is split into plain and link parts that React renders as text nodes and
// anchors, so markup in a message is always shown as typed and never parsed. Only http(s) and
// www. addresses become links; anything else (javascript:, data:) stays text.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?)\]}'"»]+$/;

function hrefOf(text: string): string | null {
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  const push = (text: string) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of message.matchAll(URL_PATTERN)) {
    const start = match.index;
    let text = match[0];
    const trailing = TRAILING.exec(text)?.[0] ?? '';
    if (trailing) text = text.slice(0, text.length - trailing.length);
    const href = hrefOf(text);
    push(message.slice(from, start));
    if (href && text.length > 0) parts.push({ kind: 'link', text, href });
    else push(text);
    push(trailing);
    from = start + match[0].length;
  }
  push(message.slice(from));
  return parts;
}
