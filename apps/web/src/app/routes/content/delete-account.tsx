import { ContactAdminButton } from '../../../components/contact/contact-admin-button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { arrowLeftIcon } from '../../../components/ui/icon-paths.ts';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../../features/content/components/content-page.tsx';
import { deleteAccount } from '../../../features/content/sections.ts';
import { contentMessages } from '../../../features/content/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /delete: how to have the account deleted, and back to home. */
export default function DeleteAccountRoute() {
  const t = useMessages(contentMessages);
  return (
    <ContentPage
      title={t.deleteTitle}
      sections={deleteAccount(t)}
      actions={
        <>
          <ContactAdminButton label={t.contactAdmin} />
          <ButtonLink to={paths.home} variant="outline" isBlock>
            <Icon path={arrowLeftIcon} size={18} />
            {t.backToHome}
          </ButtonLink>
        </>
      }
    />
  );
}
