import { ContactAdminButton } from '../../../components/contact/contact-admin-button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { arrowLeftIcon } from '../../../components/ui/icon-paths.ts';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../../features/content/components/content-page.tsx';
import { DELETE_ACCOUNT } from '../../../features/content/texts.ts';

/** /delete: how to have the account deleted, and back to home. */
export default function DeleteAccountRoute() {
  return (
    <ContentPage
      title="Delete Account"
      sections={DELETE_ACCOUNT}
      actions={
        <>
          <ContactAdminButton label="Contact Admin" />
          <ButtonLink to={paths.home} variant="outline" isBlock>
            <Icon path={arrowLeftIcon} size={18} />
            Back to Home
          </ButtonLink>
        </>
      }
    />
  );
}
