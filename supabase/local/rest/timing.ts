// Server-Timing: durations of the stages (jwt, parse, plan, db, respond) in milliseconds. Marks only
// record numbers; the header text is built once, at the end.
export class Timer {
  private last = performance.now();
  private readonly stages: string[] = [];
  private readonly durations: number[] = [];

  mark(stage: string): void {
    const now = performance.now();
    this.stages.push(stage);
    this.durations.push(now - this.last);
    this.last = now;
  }

  header(): string {
    let out = '';
    for (let i = 0; i < this.stages.length; i++) out += `${i ? ', ' : ''}${this.stages[i]};dur=${this.durations[i].toFixed(1)}`;
    return out;
  }
}
