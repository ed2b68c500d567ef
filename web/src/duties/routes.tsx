// The duties register's screen (docs/decisions/0300-duties-register-screen.md: under the home area, beside the
// quality screens in the menu). Its own guard is the page's: the quality ability the API also asks.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DutiesRegisterPage = lazy(() => import('./DutiesRegisterPage.tsx'));

export const DUTIES_REGISTER_PATH = '/home/duties';

export const dutyRoutes: RouteObject[] = [{ path: DUTIES_REGISTER_PATH, Component: DutiesRegisterPage }];
