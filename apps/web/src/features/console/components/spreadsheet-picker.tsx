import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The spreadsheets the console reads (manifest import, bulk listing). */
const accepted = ['.xlsx', '.xls', '.csv'];

/**
 * Where the operator drops a spreadsheet, or chooses one with the button (keyboard and screen
 * readers). The hidden input carries `<testId>-file-input`, the zone `<testId>-drop-zone`.
 */
export function SpreadsheetPicker(props: {
  onFile: (file: File) => void;
  disabled: boolean;
  /** "Drag a spreadsheet here, or choose one." */
  prompt: string;
  /** The button's label (also the hidden input's name). */
  chooseLabel: string;
  /** Under the button: the limits, or the chosen file; the button is described by it. */
  hint: ReactNode;
  testId: string;
  startIcon?: ReactNode;
}) {
  const { onFile, disabled } = props;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      data-testid={`${props.testId}-drop-zone`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 1,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
      }}
    >
      <Typography sx={{ mb: 1.5 }}>{props.prompt}</Typography>
      <Button
        variant="contained"
        startIcon={props.startIcon}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={hintId}
      >
        {props.chooseLabel}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accepted.join(',')}
        data-testid={`${props.testId}-file-input`}
        aria-label={props.chooseLabel}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        {props.hint}
      </Typography>
    </Box>
  );
}
