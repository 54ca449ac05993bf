import { useSocialData } from '../../lib/api/get-social-data.ts';
import { openContact, pickContactNumber, whatsAppUrl } from '../../lib/contact.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { chatIcon } from './chat-icon.ts';

/** Opens a WhatsApp chat with the admin (number from the social data, else the placeholder). */
export function ContactAdminButton({ label }: { label: string }) {
  const social = useSocialData();
  return (
    <Button
      variant="whatsapp"
      isBlock
      onClick={() => openContact(whatsAppUrl(pickContactNumber(social.data?.mobile_no, social.data?.whatsapp_no)))}
    >
      <Icon path={chatIcon} size={20} />
      {label}
    </Button>
  );
}
