// Server-Timing: durations of the stages (jwt, parse, plan, db, respond) in milliseconds.
export class Timer {
  private last = performance.now();
  private readonly parts: string[] = [];

  mark(stage: string): void {
    const now = performance.now();
    this.parts.push(`${stage};dur=${(now - this.last).toFixed(1)}`);
    this.last = now;
  }

  header(): string {
    return this.parts.join(', ');
  }
}
