import { notFound } from 'next/navigation';

// Any path no route claims ends here and shows the bare not-found page.
export default function CatchAll() {
  notFound();
}
