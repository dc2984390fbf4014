// The site-user login (002 §2 /account/login; query pk and redirectTo).
export default '/account/login';
