import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { PublicHeader } from './public-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import classes from './layout.module.css';

export function PublicLayout({ wide = false }: { wide?: boolean }) {
  return (
    <>
      <PublicHeader />
      <Box className={classes.main}>
        <Box component="main" id="main" className={classes.content}>
          {wide ? (
            <Outlet />
          ) : (
            <Container size="lg" py="xl">
              <Outlet />
            </Container>
          )}
        </Box>
        <SiteFooter />
      </Box>
    </>
  );
}
