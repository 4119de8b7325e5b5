/** A clock that stands still until a test moves it, for jobs' due times. */
export class TestClock {
  private now = Date.parse('2030-01-07T09:00:00Z');

  readonly read = (): Date => new Date(this.now);

  advance(ms: number): void {
    this.now += ms;
  }
}
