import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle aria-hidden className="size-8 text-red-700" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-600">
            The page you asked for does not exist. Did you forget to add the page to the router?
          </p>
          <Button asChild className="mt-6">
            <Link href="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
