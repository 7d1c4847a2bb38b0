begin transaction read only;
select "id", "company_id", "user_id", "type", "params", "message", "route", "read", "created_at" from "notification" where (("notification"."company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3' or "notification"."user_id" = '01a224ac-c6a3-7045-b07b-ab99e44c45eb') and "notification"."read" = false) order by "notification"."created_at" desc, "notification"."id" desc limit 3;
select count(*) from "notification" where (("notification"."company_id" = '01a224ac-c74f-7374-b21f-19870877a5a3' or "notification"."user_id" = '01a224ac-c6a3-7045-b07b-ab99e44c45eb') and "notification"."read" = false);
rollback;
