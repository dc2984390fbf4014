// Registration completion (002 §2 "A registration path containing 'registration'"): the link of the registration e-mail, ?id=…&redirectTo=….
export default '/account/registration';
