import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useState } from 'react';
import { TOOLTIP } from '../../contract/constants';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './Routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
        <AppRoutes />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
