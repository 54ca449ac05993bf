import { useSocialData } from '../../lib/api/get-social-data.ts';
import { pickContactNumber, whatsAppUrl } from '../../lib/contact.ts';

/** A WhatsApp link to the admin, for screens where a plain link reads better than a button. */
export function ContactAdminLink({ label }: { label: string }) {
  const social = useSocialData();
  return (
    <a href={whatsAppUrl(pickContactNumber(social.data?.mobile_no, social.data?.whatsapp_no))} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
