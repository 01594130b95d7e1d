import Box from '@mui/material/Box';

/**
 * Operator HTML (static pages, lot notes). The API sanitises it before sending
 * (sanitize-html allow-list), so it is rendered as is.
 */
export function HtmlContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        '& h1, & h2, & h3': { mt: 3, mb: 1, lineHeight: 1.3 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
        '& table': { borderCollapse: 'collapse', width: '100%', overflowX: 'auto', display: 'block' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
