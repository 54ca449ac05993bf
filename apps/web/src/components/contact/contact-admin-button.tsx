import { useQueryClient } from '@tanstack/react-query';
import { type SocialData, socialDataQueryKey, useSocialData } from '../../lib/api/get-social-data.ts';
import { openContact, pickContactNumber, whatsAppUrl } from '../../lib/contact.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { chatIcon } from './chat-icon.ts';

/**
 * Opens a WhatsApp chat with the admin (number from the social data, else the placeholder). The number is
 * read when the button is pressed, so a press right after the answer arrived, before the screen drew
 * again, still gets the admin's number.
 */
export function ContactAdminButton({ label }: { label: string }) {
  useSocialData();
  const queryClient = useQueryClient();
  return (
    <Button
      variant="whatsapp"
      isBlock
      onClick={() => {
        const social = queryClient.getQueryData<SocialData>(socialDataQueryKey);
        openContact(whatsAppUrl(pickContactNumber(social?.mobile_no, social?.whatsapp_no)));
      }}
    >
      <Icon path={chatIcon} size={20} />
      {label}
    </Button>
  );
}
