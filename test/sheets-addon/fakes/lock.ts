// A fake of LockService: the document lock shared by every execution on one spreadsheet. Like the
// real service, getDocumentLock() hands out a new Lock object per call (null outside a document),
// the lock is taken only by tryLock/waitLock, tryLock answers false and waitLock throws when the
// timeout passes first, releaseLock without the lock does nothing, and hasLock tells whether this
// Lock object holds it. Another user's execution is modelled by `holdElsewhere(ms)`: it holds the
// lock and releases it after `ms` (Infinity: not within any timeout); no real time passes.

/** The message Apps Script gives when waitLock times out. */
export const LOCK_TIMEOUT_MESSAGE = 'Lock timeout: another process was holding the lock for too long.';

export class FakeLock {
  private readonly service: FakeLockService;
  constructor(service: FakeLockService) {
    this.service = service;
  }
  hasLock(): boolean {
    return this.service.holder === this;
  }
  tryLock(timeoutInMillis: number): boolean {
    this.service.calls.push(`tryLock(${timeoutInMillis})`);
    return this.acquire(timeoutInMillis);
  }
  waitLock(timeoutInMillis: number): void {
    this.service.calls.push(`waitLock(${timeoutInMillis})`);
    if (!this.acquire(timeoutInMillis)) throw new Error(LOCK_TIMEOUT_MESSAGE);
  }
  releaseLock(): void {
    this.service.calls.push('releaseLock');
    if (this.service.holder === this) this.service.holder = undefined;
  }
  private acquire(timeoutInMillis: number): boolean {
    if (typeof timeoutInMillis !== 'number' || !Number.isFinite(timeoutInMillis) || timeoutInMillis < 0)
      throw new Error(`Exception: Invalid argument: timeoutInMillis`);
    const s = this.service;
    if (s.holder === this) return true;
    if (s.holder === 'elsewhere') {
      if (s.elsewhereReleasesAfter > timeoutInMillis) return false;
      s.waitedMs += s.elsewhereReleasesAfter;
    } else if (s.holder !== undefined) {
      return false; // another Lock object of a still running execution
    }
    s.holder = this;
    return true;
  }
}

export class FakeLockService {
  /** Who holds the document lock: a Lock object of ours, another execution, or nobody. */
  holder: FakeLock | 'elsewhere' | undefined;
  elsewhereReleasesAfter = Infinity;
  /** Milliseconds the executions waited for the other one (test handle; no real time passes). */
  waitedMs = 0;
  /** False for a standalone script: getDocumentLock() is then null. */
  inDocument = true;
  readonly calls: string[] = [];
  getDocumentLock(): FakeLock | null {
    this.calls.push('getDocumentLock');
    return this.inDocument ? new FakeLock(this) : null;
  }
  getScriptLock(): FakeLock {
    throw new Error('fake: only the document lock is modelled');
  }
  getUserLock(): FakeLock {
    throw new Error('fake: only the document lock is modelled');
  }
  /** Test helper: another user's execution holds the document lock and releases it after `ms`. */
  holdElsewhere(ms = Infinity): void {
    this.holder = 'elsewhere';
    this.elsewhereReleasesAfter = ms;
  }
}
