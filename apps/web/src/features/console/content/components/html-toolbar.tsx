import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../../lib/i18n/use-translation';

/** What each button wraps around the selection. The server's sanitiser keeps exactly these tags. */
const tools = [
  { id: 'h2', open: '<h2>', close: '</h2>' },
  { id: 'h3', open: '<h3>', close: '</h3>' },
  { id: 'p', open: '<p>', close: '</p>' },
  { id: 'b', open: '<strong>', close: '</strong>' },
  { id: 'i', open: '<em>', close: '</em>' },
  { id: 'ul', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
  { id: 'a', open: '<a href="https://">', close: '</a>' },
] as const;

/**
 * Formatting buttons for an HTML text area: each wraps the selected text in a tag and
 * keeps the text selected (a link leaves its address selected, ready to type over).
 */
export function HtmlToolbar({ target, value, onChange }: { target: RefObject<HTMLTextAreaElement | null>; value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation();
  const apply = (open: string, close: string, id: string) => {
    const el = target.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      if (id === 'a') el.setSelectionRange(start + open.indexOf('https://'), start + open.length - 2);
      else el.setSelectionRange(start + open.length, end + open.length);
    });
  };
  return (
    <Box role="toolbar" aria-label={t('console.content.editor.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
      {tools.map((tool) => (
        <Button key={tool.id} size="small" variant="outlined" onClick={() => apply(tool.open, tool.close, tool.id)} data-testid={`html-tool-${tool.id}`}>
          {t(`console.content.editor.${tool.id}`)}
        </Button>
      ))}
    </Box>
  );
}
