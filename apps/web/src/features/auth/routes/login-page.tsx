import { Navigate, useLocation, useNavigate } from 'react-router';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { completeSignIn, returnPathFrom } from '@/features/auth/hooks/sign-in';
import { useIsSignedIn } from '@/lib/session/session-store';

/** /auth/login inside the console: e-mail and password; afterwards back to the originally requested location. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();

  // Signing in flips `signedIn`, and this page then leaves for the remembered location.
  if (signedIn) return <Navigate to={returnPathFrom(location.state)} replace />;
  return <SignInScreen onOpen={(path) => void navigate(path)} onSignedIn={completeSignIn} />;
}
