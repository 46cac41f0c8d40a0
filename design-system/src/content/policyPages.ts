import type { LegalDocument } from './legal';
import { REFUND_POLICY, REFUND_TERMS, SUPPORT_REPLY } from './policies';

/**
 * The refund and delivery pages a payment gateway and the Consumer Protection (E-Commerce) Rules,
 * 2020 ask of a shop. Each refund fact is `REFUND_TERMS`'s, so the pages cannot drift apart.
 */

export const REFUND_POLICY_PAGE: LegalDocument = {
  title: 'Refund and Cancellation Policy',
  description: `Profit's ${REFUND_TERMS.guarantee}: who may ask, how, when the money reaches you, access, partial refunds and duplicate payments.`,
  updated: '2026-11-27',
  intro:
    'Every kit is covered by one simple promise: if it is not right for you, you get your money back. This page sets out that promise in full.',
  sections: [
    { id: 'refunds', heading: 'Our money-back guarantee', paragraphs: [REFUND_POLICY] },
    {
      id: 'who',
      heading: 'Who may ask',
      paragraphs: [
        `Anyone who paid for a kit on Profit may ask for a refund within ${REFUND_TERMS.window} of the payment. You do not need to give a reason, and using or downloading the kit does not take the right away.`,
      ],
    },
    {
      id: 'how',
      heading: 'How to ask',
      paragraphs: [
        'Write to us through the contact page, or e-mail our support address shown on the contact page and at the foot of every page. Include your order number (it starts with PRF and is on your receipt and on Your Profile).',
        `We reply ${SUPPORT_REPLY.email} and confirm when the refund has been sent.`,
      ],
    },
    {
      id: 'timing',
      heading: 'When the money reaches you',
      paragraphs: [
        `The full amount goes back to the card, UPI account, bank account or wallet you paid with, ${REFUND_TERMS.reaches} of your request. Razorpay returns it; we never ask for your card or bank details. Every refund comes with a GST credit note.`,
      ],
    },
    {
      id: 'access',
      heading: 'What happens to your access',
      paragraphs: [
        `Once a kit is refunded, ${REFUND_TERMS.access} and its download stops working. The licence ends with the refund, so please delete the copies you downloaded.`,
      ],
    },
    {
      id: 'partial',
      heading: 'Partial refunds',
      paragraphs: [
        'An order with several kits can be refunded kit by kit: ask for the ones that are not right for you and the others stay in your library. Each refunded kit returns its full price.',
      ],
    },
    {
      id: 'duplicates',
      heading: 'Payments taken twice',
      paragraphs: [
        `If one order is paid twice (a retry, two open tabs, a slow bank), the extra payment is ${REFUND_TERMS.duplicates}: you do not need to ask, and the kit stays yours.`,
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancelling an order',
      paragraphs: [
        'A kit is delivered the moment its payment succeeds, so a paid order is not cancelled but refunded, as above. An order left unpaid expires on its own and nothing is charged.',
      ],
    },
  ],
};

export const DELIVERY_POLICY_PAGE: LegalDocument = {
  title: 'Shipping and Delivery Policy',
  description:
    'Profit sells digital kits only: delivered instantly to your library after payment, downloadable again at any time, nothing shipped.',
  updated: '2026-11-27',
  intro:
    'Profit sells digital products only. There is nothing to ship and nothing to wait for: this page explains how your kits reach you.',
  sections: [
    {
      id: 'digital',
      heading: 'Digital delivery only',
      paragraphs: [
        'Every kit is a digital download. Nothing is shipped to an address, and there is no shipping or delivery charge.',
      ],
    },
    {
      id: 'instant',
      heading: 'Instantly in your library',
      paragraphs: [
        'As soon as your payment is confirmed, the kit appears in your library on Your Profile with a Download button. Your receipt and GST tax invoice are e-mailed to the address of your Google account.',
      ],
    },
    {
      id: 'formats',
      heading: 'What you download',
      paragraphs: [
        'Each kit is a guide in Markdown, with links to its templates and worksheets. It opens in any text editor or notes app, on a phone or a computer.',
        'You can download a kit as often as you need, including after we update it.',
      ],
    },
    {
      id: 'failures',
      heading: 'If a download fails',
      paragraphs: [
        'Try again from Your Profile: downloads have no limit. If your payment succeeded but the kit is not in your library after a few minutes, or the download still fails, write to us through the contact page with your order number.',
        `We reply ${SUPPORT_REPLY.email} and make sure you receive what you paid for.`,
      ],
    },
  ],
};
