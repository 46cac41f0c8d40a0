import { KIT_PRICE, PRICE_STORY, REFUND_POLICY, SUPPORT_PROMISE } from './policies';

export interface HelpQuestion {
  id: string;
  question: string;
  answer: string;
}

export interface HelpTopic {
  id: string;
  label: string;
  questions: readonly HelpQuestion[];
}

/** The help center's three tabs. The chat assistant answers from these same questions. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    questions: [
      {
        id: 'what-is-profit',
        question: 'What does Profit sell?',
        answer:
          'Ready-to-use kits for running a small online business in India: sales playbooks for Instagram and WhatsApp, launch e-mail sequences, a founder metrics dashboard, a GST and cash-flow tracker, no-code automation recipes, a starter CRM for Notion and a creator content system. Each kit is a download you keep.',
      },
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer:
          'Choose Sign In and continue with your Google account. There is no separate password to remember; we only read your name and e-mail address from Google.',
      },
      {
        id: 'first-kit',
        question: 'Which kit should I start with?',
        answer:
          'If you sell on Instagram or WhatsApp, start with the Instagram Growth Playbook or the WhatsApp Business Sales Kit. If you already have sales and want to see where the money goes, start with the Founder Metrics Dashboard. Students preparing a first launch usually begin with the Launch E-mail Sequences.',
      },
      {
        id: 'student-friendly',
        question: 'I am a student with no business yet. Is this for me?',
        answer:
          'Yes. Every kit starts from zero: the playbooks include a 30-day plan for a first product, and the dashboards work with a handful of orders. Many of our customers launched their first product while still in college.',
      },
      {
        id: 'where-downloads',
        question: 'Where do I find and download what I bought?',
        answer:
          'Open Your Profile from the cart panel. Every paid order is listed there, and each product has a Download button that works as many times as you need.',
      },
    ],
  },
  {
    id: 'billing',
    label: 'Billing & Payments',
    questions: [
      {
        id: 'payment-methods',
        question: 'How can I pay?',
        answer:
          'Payments go through Razorpay: UPI, RuPay, Visa and Mastercard cards, net banking and popular wallets all work. Prices are in Indian rupees and your card details never reach our servers.',
      },
      {
        id: 'one-payment',
        question: 'How much does a kit cost, and will I be charged again?',
        answer: `Every kit is ${PRICE_STORY}. You pay once at checkout and nothing renews: the kit and its future updates stay in your library.`,
      },
      {
        id: 'several-kits',
        question: 'Is there a price for all the kits together?',
        answer: `No. Each kit is sold on its own for ${KIT_PRICE}, so you buy only the kits you need and add others later at the same price.`,
      },
      {
        id: 'refunds',
        question: 'What is your refund policy?',
        answer: REFUND_POLICY,
      },
      {
        id: 'gst-invoice',
        question: 'Do I get a GST invoice?',
        answer:
          'Yes. Every paid order gets a numbered GST tax invoice as a PDF, e-mailed with your receipt, and every refund a credit note. Prices include 18% GST: CGST and SGST when you are in our state, IGST otherwise. The invoice carries the billing name, state, PIN code and GSTIN given with the order.',
      },
      {
        id: 'payment-failed',
        question: 'My payment failed but money left my account. What now?',
        answer:
          'Banks sometimes hold the amount for a failed UPI or card payment. If the order does not show as paid on your profile, the bank returns the money automatically, usually within 5 to 7 working days. Write to us with the payment reference and we will follow it up with Razorpay.',
      },
    ],
  },
  {
    id: 'features',
    label: 'Features & Usage',
    questions: [
      {
        id: 'tools-needed',
        question: 'Which apps do the kits need?',
        answer:
          'The dashboard and tracker guides show how to build them in Google Sheets, the CRM guide in Notion, and the automation recipes use free plans of tools such as Zapier, Make and WhatsApp Business. Nothing needs paid software to get started.',
      },
      {
        id: 'updates',
        question: 'Do kits get updated?',
        answer:
          'Yes. When GST rules, Instagram features or WhatsApp Business change, we update the kits and list the changes on the Updates page. Updates are free: download the kit again from your profile.',
      },
      {
        id: 'share-team',
        question: 'Can my team use a kit I bought?',
        answer:
          'A kit is licensed to one business. Everyone working on that business, including freelancers and interns, may use it. Please do not resell or share it with other businesses.',
      },
      {
        id: 'mobile',
        question: 'Do the kits work on my phone?',
        answer:
          'Every kit is a PDF guide that reads well on a phone, with its Markdown (.md) source to paste into any notes app. The sheets and Notion pages it describes are easier to build on a laptop.',
      },
      {
        id: 'contact-support',
        question: 'How do I reach support?',
        answer: `Use the contact page, the chat or the bug report form. ${SUPPORT_PROMISE}`,
      },
    ],
  },
];

/** The questions of every tab, each with the tab it belongs to. */
export const ALL_HELP_QUESTIONS = HELP_TOPICS.flatMap((topic) =>
  topic.questions.map((question) => ({ ...question, topicId: topic.id, topicLabel: topic.label })),
);
