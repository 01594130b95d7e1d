import { disputeAnswered, disputeOpened, mailLanguage, render, type Notifier } from '../notifications/index.js';
import type { DisputeMail } from './disputes.service.js';

/** The disputes' mails: the operators hear of a new dispute; the buyer gets the answer in their language. */
export function createDisputesMails(d: { notifier: Pick<Notifier, 'mail' | 'link'>; operatorEmail: string }) {
  const { notifier } = d;
  return {
    opened({ dispute, buyer }: DisputeMail) {
      notifier.mail(
        d.operatorEmail,
        render(disputeOpened, 'English', {
          id: String(dispute.id),
          lot: String(dispute.projectmsgpost),
          title: dispute.title,
          subject: dispute.subject,
          message: dispute.message,
          buyer: `${buyer.firstName} ${buyer.lastName}`,
          email: buyer.email,
        }),
      );
    },

    answered({ dispute, buyer }: DisputeMail) {
      const language = mailLanguage(buyer.language);
      const vars = {
        name: buyer.firstName,
        id: String(dispute.id),
        lot: String(dispute.projectmsgpost),
        title: dispute.title,
        subject: dispute.subject,
        answer: dispute.answer ?? '',
      };
      notifier.mail(buyer.email, render(disputeAnswered[language], language, vars, notifier.link(`/product/view/${dispute.projectmsgpost}`)));
    },
  };
}
