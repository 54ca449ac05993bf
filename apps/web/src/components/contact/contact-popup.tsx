import { useCallback, useState } from 'react';
import { useSocialData } from '../../lib/api/get-social-data.ts';
import { useUserInfo } from '../../lib/api/get-user-info.ts';
import { callUrl, pickContactNumber, whatsAppUrl } from '../../lib/contact.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { phoneIcon } from '../ui/icon-paths.ts';
import { Modal } from '../ui/modal.tsx';
import { chatIcon } from './chat-icon.ts';
import styles from './contact-popup.module.css';
import { contactMessages } from './texts.ts';

/**
 * The Contact button and its popup with WhatsApp and Call options; for a player of an agent, the
 * agent's name above them (their numbers are the agent's, ADR 029).
 */
export function ContactPopup() {
  const t = useMessages(contactMessages);
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const info = useUserInfo().data;
  const social = useSocialData().data;
  const chatNumber = pickContactNumber(info?.whatsapp_no, social?.mobile_no, info?.mobile_1);
  const callNumber = pickContactNumber(info?.mobile_1, social?.mobile_no);
  // A player of an agent reaches the agent (ADR 029): the server answers the agent's numbers and name.
  const agentName = info?.contact_name.trim() ?? '';

  return (
    <>
      <Button variant="whatsapp" className={styles.trigger} onClick={() => setIsOpen(true)}>
        <Icon path={phoneIcon} size={18} />
        {t.contact}
      </Button>
      <Modal title={t.contact} isOpen={isOpen} onClose={close}>
        {agentName ? (
          <p className={styles.agent} data-testid="contact-name">
            <span className={styles.agentLabel}>{t.yourAgent}</span>
            <strong>{agentName}</strong>
          </p>
        ) : null}
        <p className={styles.hint}>{agentName ? t.agentHint : t.hint}</p>
        <div className={styles.options}>
          <a
            className={buttonClassName('whatsapp', true)}
            href={whatsAppUrl(chatNumber)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon path={chatIcon} size={20} />
            {t.whatsApp}
          </a>
          <a className={buttonClassName('secondary', true)} href={callUrl(callNumber)}>
            <Icon path={phoneIcon} size={20} />
            {t.call}
          </a>
        </div>
      </Modal>
    </>
  );
}
