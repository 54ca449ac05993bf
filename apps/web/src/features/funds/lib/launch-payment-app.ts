/** Opens a UPI app through its deep link (the browser hands the link to the phone). */
export function launchPaymentApp(url: string): void {
  window.location.href = url;
}
