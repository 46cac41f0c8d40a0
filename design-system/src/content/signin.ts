/** The sign-in page's words and the success stories its rotating stack shows. */

export interface SuccessStory {
  id: string;
  name: string;
  designation: string;
  content: string;
}

export const SIGN_IN = {
  title: 'Welcome Back',
  lead: 'Sign in to fill your cart, pay in rupees and find everything you bought in your library.',
  signingIn: 'Signing you in...',
  storiesHeading: 'Founders who started here',
  storiesLead: 'Real results from people using the same tools you are about to unlock.',
} as const;

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 'meera',
    name: 'Meera Iyer',
    designation: 'Home bakery owner, Chennai',
    content: 'From 10 orders a month to 10 a day after one month with the Instagram playbook.',
  },
  {
    id: 'karan',
    name: 'Karan Gill',
    designation: 'Fitness coach, Chandigarh',
    content: 'The launch e-mails filled my first online batch of 60 clients in four days.',
  },
  {
    id: 'ananya',
    name: 'Ananya Das',
    designation: 'Illustrator, Kolkata',
    content: 'The content system took me from posting when I remembered to three posts a week, every week.',
  },
  {
    id: 'vikram',
    name: 'Vikram Reddy',
    designation: 'D2C spice brand, Hyderabad',
    content: 'Seeing cash flow 13 weeks ahead let us order stock for Diwali without a loan.',
  },
];
