import Typography, { type TypographyProps } from '@mui/material/Typography';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds → whole days, hours, minutes, seconds (never negative). */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time part of a countdown: days when above 0 (`formatDays`), then hh:mm:ss. */
export function clockText({ days, hours, minutes, seconds }: DurationParts, formatDays: (days: number) => string): string {
  return `${days > 0 ? `${formatDays(days)} ` : ''}${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The label and the time as plain spans styled from their paragraph: a page of cards ticks every
 * second, and two styled components a countdown were most of each tick's work on a phone.
 */
const countdownSx = {
  fontVariantNumeric: 'tabular-nums',
  '& > .countdown-label': { color: 'text.secondary', mr: 1 },
  '& > .countdown-time': { fontWeight: 700, whiteSpace: 'nowrap' },
} as const;

export interface CountdownProps {
  /** The instant counted to, in ms. */
  target: number;
  /** Now, in ms (on the server's clock, so every viewer sees the same time). */
  now: number;
  /** "Ends In" / "Starts In", already translated. */
  label: string;
  /** Shown once the target has passed (e.g. "Auction ended"), already translated. */
  endedText: string;
  /** The day part, e.g. `(n) => t('countdown.days', { count: n })`; shown only when days > 0. */
  formatDays: (days: number) => string;
  testId?: string;
  variant?: TypographyProps['variant'];
}

/**
 * A ticking countdown (spec 2 §4 "Countdown"): label, days when above 0, then
 * hh:mm:ss; at zero the ended text. The caller owns the clock (`now`), so a
 * page with several countdowns ticks once and stays consistent.
 */
export function Countdown({ target, now, label, endedText, formatDays, testId, variant = 'body1' }: CountdownProps) {
  const remaining = target - now;
  const ended = remaining <= 0;
  return (
    <Typography
      variant={variant}
      component="p"
      data-testid={testId}
      data-ended={ended ? 'true' : 'false'}
      sx={countdownSx}
    >
      {ended ? (
        endedText
      ) : (
        <>
          <span className="countdown-label">{label}</span>
          <span className="countdown-time">{clockText(splitDuration(remaining), formatDays)}</span>
        </>
      )}
    </Typography>
  );
}
