begin transaction read only;
select 1;
rollback;
