/**
 * A plain-text progress bar. On a terminal it redraws one line (carriage return, no colours);
 * piped into a file or a CI log it prints a line per tenth instead, so logs stay readable.
 */
export interface ProgressBar {
  update(done: number): void;
  finish(): void;
}

interface Output {
  isTTY?: boolean;
  write(text: string): unknown;
}

const WIDTH = 30;
const REDRAW_MS = 100;

function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

export function progressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(share * WIDTH);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const eta = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  return `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${percent} ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${Math.round(rate).toLocaleString('en-US')}/s ETA ${formatSeconds(eta)}`;
}

export function createProgressBar(label: string, total: number, out: Output = process.stderr, clock: () => number = Date.now): ProgressBar {
  const started = clock();
  let lastDraw = 0;
  let lastTenth = -1;
  return {
    update(done) {
      const now = clock();
      if (out.isTTY) {
        if (done < total && now - lastDraw < REDRAW_MS) return;
        lastDraw = now;
        out.write(`\r${progressLine(label, done, total, now - started)}`);
        return;
      }
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      out.write(`${progressLine(label, done, total, now - started)}\n`);
    },
    finish() {
      if (out.isTTY) out.write('\n');
    },
  };
}
