import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { SUPPORT_REPLY } from '../../../content/policies';
import { Button, Container, Link, Stack, Text, TextField } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader } from '../shared';
import { searchHelp } from './helpSearch';
import { theme } from '../../../tokens';

/** How long the assistant takes to answer (SPEC 9: 1000 ms). */
export const ASSISTANT_REPLY_DELAY_MS = 1000;
export const ASSISTANT_NAME = 'Profit Assistant';

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
  timestamp: Date;
  /** A page the message points to (the help center answer's topic, or the contact page). */
  link?: { href: string; label: string };
}

const GREETING = `Hi! I am ${ASSISTANT_NAME}, an automated assistant. Ask me about payments, refunds, downloads or the kits and I will find the answer in our help center. For anything else, a person from our team replies ${SUPPORT_REPLY.chat}.`;

export const CANNED_REPLY = `I could not find a good answer to that in our help content. Please write to our team on the contact page: a person replies ${SUPPORT_REPLY.email}.`;

/**
 * The assistant's answer to a message: the help content a full-text search finds for it, with a
 * link to the article it comes from; when nothing answers it well, it says so and offers the
 * contact form instead of guessing.
 */
export function assistantReply(message: string): Pick<ChatMessage, 'text' | 'link'> {
  const match = searchHelp(message);
  if (!match) return { text: CANNED_REPLY, link: { href: '/contact', label: 'Write to us on the contact page' } };
  return { text: `${match.title}: ${match.text}`, link: match.link };
}

const Window = styled.section`
  display: flex;
  flex-direction: column;
  max-width: ${theme.sizes.containerNarrow};
  margin: 0 auto;
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
  overflow: hidden;
`;

const WindowHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[4]} ${theme.space[5]}`};
  background: ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};
`;

const Log = styled.div`
  height: min(28rem, 60vh);
  padding: ${theme.space[5]};
  overflow-y: auto;
  background: ${theme.colors.surfaceSunken};
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $sender: ChatMessage['sender'] }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  max-width: 85%;
  padding: ${`${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${theme.radii.lg};
  line-height: ${theme.lineHeights.normal};
  ${({ theme, $sender }) =>
    $sender === 'user'
      ? css`
          align-self: flex-end;
          background: ${theme.colors.surfaceInk};
          color: ${theme.colors.textInverse};
          & a {
            color: ${theme.colors.accentOnInk};
          }
        `
      : css`
          align-self: flex-start;
          border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
          background: ${theme.colors.surface};
        `}
`;

const Meta = styled.span<{ $sender: ChatMessage['sender'] }>`
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  color: ${({ theme, $sender }) => ($sender === 'user' ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
`;

const Typing = styled(Text)`
  padding: ${`${theme.space[2]} ${theme.space[5]} 0`};
`;

const Composer = styled.form`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-end;
  padding: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};

  & > :first-child {
    flex: 1;
  }
`;

const time = (date: Date) => date.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });

/**
 * `/chat-support`: a conversation with the automated assistant, which answers after 1 s from the
 * help content (the help center and the guides, searched in full text) with the article linked,
 * or says it found nothing and points to the contact page. Empty or
 * blank messages are ignored; the conversation is a live log that screen readers announce.
 */
export function ChatSupportPage() {
  const counter = useRef(0);
  const nextId = () => `message-${(counter.current += 1)}`;
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 'greeting', text: GREETING, sender: 'bot', timestamp: new Date() },
  ]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(0);
  const timers = useRef<number[]>([]);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    setMessages((current) => [...current, { id: nextId(), text, sender: 'user', timestamp: new Date() }]);
    setPending((count) => count + 1);
    timers.current.push(
      window.setTimeout(() => {
        setMessages((current) => [
          ...current,
          { id: nextId(), sender: 'bot', timestamp: new Date(), ...assistantReply(text) },
        ]);
        setPending((count) => count - 1);
      }, ASSISTANT_REPLY_DELAY_MS),
    );
  };

  return (
    <>
      <PageMeta
        title="Chat support"
        description="Ask Profit's automated assistant about payments, refunds and the kits; a person from our team follows up within 5 minutes."
        path="/chat-support"
      />
      <PageHeader
        eyebrow="Support"
        title="Chat with support"
        lead={`Our automated assistant answers at once from the help center. A person replies ${SUPPORT_REPLY.chat}.`}
      />
      <PageBody>
        <Container>
          <Window aria-labelledby="chat-title">
            <WindowHeader>
              <Stack gap={1}>
                <Text as="h2" weight="semibold" id="chat-title">
                  {ASSISTANT_NAME}
                </Text>
                <Text size="small" tone="inverseMuted">
                  Automated assistant, not a person
                </Text>
              </Stack>
            </WindowHeader>
            <Log ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
              <Messages>
                {messages.map((message) => (
                  <Bubble key={message.id} $sender={message.sender}>
                    <Meta $sender={message.sender}>
                      {message.sender === 'bot' ? `${ASSISTANT_NAME} (automated)` : 'You'} ·{' '}
                      <time dateTime={message.timestamp.toISOString()}>{time(message.timestamp)}</time>
                    </Meta>
                    <span>{message.text}</span>
                    {message.link && <Link href={message.link.href}>{message.link.label}</Link>}
                  </Bubble>
                ))}
              </Messages>
            </Log>
            {pending > 0 && (
              <Typing size="small" tone="muted">
                {ASSISTANT_NAME} is typing…
              </Typing>
            )}
            <Composer onSubmit={onSubmit} aria-label="Send a message">
              <TextField
                label="Your message"
                hideLabel
                value={draft}
                autoComplete="off"
                placeholder="Ask about payments, refunds, downloads…"
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit">Send</Button>
            </Composer>
          </Window>
        </Container>
      </PageBody>
    </>
  );
}
