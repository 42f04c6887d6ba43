// The assistant, connected to the cart by the app (features never import each other): its product cards call
// the AddToCartContext this provides with the cart's own add. Loaded after the page, like the assistant itself.
import { ChatLauncher } from '@/features/assistant/components/chat-launcher.tsx';
import { addItemFromElsewhere } from '@/features/cart/api/add-from-elsewhere.ts';
import { AddToCartContext } from '@/hooks/use-add-to-cart.ts';

export function AssistantLauncher() {
  return (
    <AddToCartContext.Provider value={addItemFromElsewhere}>
      <ChatLauncher />
    </AddToCartContext.Provider>
  );
}
