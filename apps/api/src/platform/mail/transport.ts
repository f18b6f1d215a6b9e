// The SMTP transport (nodemailer) configured by SMTP_URL; null when mail is only kept in the outbox.
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** A nodemailer SMTP transport for `smtp://user:pass@host:587` or `smtps://…:465`. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}
