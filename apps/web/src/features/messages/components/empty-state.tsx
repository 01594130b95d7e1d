import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function EmptyState({ text, hint, testId }: { text: string; hint?: string; testId?: string }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }} data-testid={testId} role="status">
      <Typography color="text.secondary">{text}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
