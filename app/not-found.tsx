import Link from 'next/link';
import './globals.css';

export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p>The page you are looking for does not exist.</p>
        <Link className="underline" href="/">
          Back to home
        </Link>
      </body>
    </html>
  );
}
