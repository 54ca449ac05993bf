import { type SettingGroup } from '../../lib/settings-form.ts';

/** Every setting of the player app, grouped as an operator looks for them. */
export const SETTING_GROUPS: SettingGroup[] = [
  {
    title: 'Maintenance',
    fields: [
      {
        key: 'maintenance_mode',
        label: 'Maintenance mode',
        hint: 'On: bids, deposits, withdrawals and transfers are refused with the message; everything else works',
        input: 'onOff',
      },
      {
        key: 'maintenance_message',
        label: 'Maintenance message',
        hint: 'Shown to players above every screen (empty: a standard message)',
        input: 'textarea',
      },
    ],
  },
  {
    title: 'Contacts',
    fields: [
      { key: 'mobile_no', label: 'Admin contact number', hint: 'Contact Admin button', input: 'tel' },
      { key: 'mobile_1', label: 'Support number', input: 'tel' },
      { key: 'whatsapp_no', label: 'WhatsApp number', input: 'tel' },
      { key: 'telegram_no', label: 'Telegram', hint: 'Number or t.me link' },
      { key: 'app_link', label: 'App download link', input: 'url' },
      { key: 'help_line', label: 'Help line', hint: 'On the Play responsibly page (empty: the support number)' },
    ],
  },
  {
    title: 'Payments',
    fields: [
      // Where players' money goes: the owner's, with a code (ADR 011).
      { key: 'upi_id', label: 'UPI id', hint: 'e.g. pana@okbank', ownerOnly: true },
      { key: 'upi_payee_name', label: 'UPI payee name' },
      { key: 'qr_image', label: 'QR image URL', input: 'image', ownerOnly: true },
      { key: 'gateway_status', label: 'UPI payment launch (gateway)', input: 'onOff' },
      {
        key: 'payment_gateway_url',
        label: 'Payment gateway service URL',
        hint: 'Empty: this server',
        input: 'url',
        ownerOnly: true,
      },
    ],
  },
  {
    title: 'Limits & withdrawal hours',
    fields: [
      { key: 'min_deposit', label: 'Minimum deposit', input: 'number' },
      { key: 'max_deposit', label: 'Maximum deposit', hint: '0: no maximum', input: 'number' },
      { key: 'min_withdrawal', label: 'Minimum withdrawal', input: 'number' },
      { key: 'max_withdrawal', label: 'Maximum withdrawal', hint: '0: no maximum', input: 'number' },
      { key: 'withdraw_open_time', label: 'Withdrawals open at', hint: 'h:mm AM/PM, India time', input: 'time' },
      { key: 'withdraw_close_time', label: 'Withdrawals close at', hint: 'h:mm AM/PM, India time', input: 'time' },
    ],
  },
  {
    title: 'Rules',
    fields: [
      { key: 'deposit_rule', label: 'Deposit rules', input: 'textarea' },
      { key: 'withdrawal_rule', label: 'Withdrawal rules', input: 'textarea' },
    ],
  },
  {
    title: 'How to play',
    fields: [
      { key: 'how_to_play_content', label: 'How-to-play page (HTML)', input: 'html' },
      { key: 'video_link', label: 'Tutorial video link', input: 'url' },
    ],
  },
  {
    title: 'Chart links',
    fields: [
      { key: 'web_starline_chart_url', label: 'Starline chart URL', input: 'url' },
      { key: 'web_galidessar_chart_url', label: 'Gali Disawar chart URL', input: 'url' },
    ],
  },
  {
    // Agents' weekly statements (ADR 029, "Commission"): the owner's choice, the server refuses anyone else.
    title: 'Agents',
    ownerWrites: true,
    fields: [
      {
        key: 'agent_carry_over',
        label: 'Carry a losing week over',
        hint: "On: a week an agent's players win is made good from the next weeks' net loss before commission is earned again. Off: each week stands alone. Owner only",
        input: 'onOff',
      },
    ],
  },
  {
    title: 'New players & home screen',
    fields: [
      { key: 'default_betting_status', label: 'Betting for new players', input: 'onOff' },
      { key: 'marquee_text', label: 'Marquee text', hint: 'The scrolling line on the home screen', input: 'textarea' },
      { key: 'slider_images', label: 'Slider images', hint: 'One https URL per line (older apps)', input: 'textarea' },
    ],
  },
];

/** The keys the groups above show; any other setting the server sends goes to "Other settings". */
export const KNOWN_KEYS = new Set(SETTING_GROUPS.flatMap((group) => group.fields.map((field) => field.key)));
