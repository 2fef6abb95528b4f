export { ConversationScreen } from './components/ConversationScreen';
export { Inbox } from './components/Inbox';
