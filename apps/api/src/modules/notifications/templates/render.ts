import type { Language } from '@gavel/contract';

/** One email's text in one language. `{{name}}` placeholders are filled by `render`. */
export interface MailText {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** Label of the link button; the link itself is passed to `render`. */
  action?: string;
  /** Paragraphs after the link. */
  after?: string[];
}
export type Localised = Record<Language, MailText>;

export const signatures: Record<Language, string> = {
  English: 'The Gavel team',
  Mandarin: 'Gavel 团队',
  French: "L'équipe Gavel",
  Spanish: 'El equipo de Gavel',
  Portugese: 'A equipa Gavel',
  BrazilPortugese: 'Equipe Gavel',
  German: 'Ihr Gavel-Team',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const fill = (text: string, vars: Record<string, string>) => text.replace(/{{\s*(\w+)\s*}}/g, (_m, k: string) => vars[k] ?? '');

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders a template: a plain-text part (links written out) and a small HTML part. */
export function render(t: MailText, language: Language, vars: Record<string, string> = {}, link?: string): RenderedMail {
  const subject = fill(t.subject, vars).replace(/[\r\n]+/g, ' ');
  const greeting = t.greeting ? fill(t.greeting, vars) : null;
  const paragraphs = t.paragraphs.map((p) => fill(p, vars));
  const after = (t.after ?? []).map((p) => fill(p, vars));
  const action = t.action ? fill(t.action, vars) : null;
  const text = [
    ...(greeting ? [greeting] : []),
    ...paragraphs,
    ...(link ? [`${action ?? ''}: ${link}`.replace(/^: /, '')] : []),
    ...after,
    signatures[language],
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">',
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f4e79;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action ?? link)}</a></p>`,
          `<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>`,
        ]
      : []),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(signatures[language])}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
