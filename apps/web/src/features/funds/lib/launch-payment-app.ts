/** Opens a UPI app through its deep link (the browser hands the link to the phone). */
export function launchPaymentApp(url: string): void {
  window.location.href = url;
}

/**
 * Watches whether the page is left (hidden, or the window loses focus to another app) from now on:
 * an app that takes a deep link does that; on a device without a UPI app nothing happens.
 * `stop()` ends the watch and tells whether the page was left.
 */
export function watchPageLeave(): { stop: () => boolean } {
  let hasLeft = false;
  const leave = () => {
    hasLeft = true;
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', leave);
  window.addEventListener('pagehide', leave);
  return {
    stop: () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', leave);
      window.removeEventListener('pagehide', leave);
      return hasLeft || document.visibilityState === 'hidden';
    },
  };
}
