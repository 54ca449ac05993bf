import { describe, expect, it } from 'vitest';
import { watchPageLeave } from './launch-payment-app.ts';

describe('watching for the UPI app', () => {
  it('tells that the page was left when the window lost focus to another app', () => {
    const watch = watchPageLeave();
    window.dispatchEvent(new Event('blur'));
    expect(watch.stop()).toBe(true);
  });

  it('tells that nothing opened when the page kept its focus', () => {
    const watch = watchPageLeave();
    expect(watch.stop()).toBe(false);
  });

  it('stops listening once stopped', () => {
    const watch = watchPageLeave();
    expect(watch.stop()).toBe(false);
    window.dispatchEvent(new Event('blur'));
    expect(watch.stop()).toBe(false);
  });
});
