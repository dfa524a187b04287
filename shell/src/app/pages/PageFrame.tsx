import { Container, Heading } from '@platform/ui';

/** The frame of the account pages: a container and the page's h1. */
export function Page({
  title,
  children,
  narrow = false,
}: {
  title: string;
  children: React.ReactNode;
  narrow?: boolean;
}) {
  return (
    <Container maxW={narrow ? 'md' : '1100px'} py={{ base: '8', md: '14' }}>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      {children}
    </Container>
  );
}
